import type { BlogComment } from 'shared-contract';
import { formatCommentDate } from '../model/formatDate';
import { siteImageSrc } from '../model/safeUrl';
import styles from './CommentList.module.css';

function CommentAvatar({ comment }: { comment: BlogComment }) {
  const image = comment.UserImage ? siteImageSrc(comment.UserImage) : null;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {image ? <img src={image} alt="" /> : (comment.Name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}

export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  if (comments.length === 0) return <p>No comments yet. Be the first to comment!</p>;
  return (
    <ol className={styles.list} aria-label="Comments">
      {comments.map((comment) => (
        <li className={styles.item} key={comment.CommentID}>
          <CommentAvatar comment={comment} />
          <div>
            <p className={styles.author}>
              {comment.Name}
              <time dateTime={comment.Date}>{formatCommentDate(comment.Date)}</time>
            </p>
            <p className={styles.message}>{comment.Message}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
