/* bench: objects
 * Binary search tree of class instances: an iterative insert (a while loop
 * down the tree), then recursive walks: height, size, an in-order walk into
 * a list and a sum with an accumulator.
 * C port of tree.py (gcc -O2): a Node is a malloc'd struct with NULL for
 * None, freed at the end of each pass as Python frees the tree; the list of
 * keys is one array of n, allocated once. All values are non-negative, so
 * C's % is Python's. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    long long key;
    struct Node *left, *right;
} Node;

static volatile long long param_n = 10000;
static volatile long long param_passes = 45;

static Node *new_node(long long key)
{
    Node *node = malloc(sizeof *node);
    node->key = key;
    node->left = NULL;
    node->right = NULL;
    return node;
}

static Node *insert(Node *root, long long key)
{
    Node *node = new_node(key);
    if (root == NULL) return node;
    Node *cur = root;
    for (;;) {
        if (key < cur->key) {
            if (cur->left == NULL) {
                cur->left = node;
                return root;
            }
            cur = cur->left;
        } else {
            if (cur->right == NULL) {
                cur->right = node;
                return root;
            }
            cur = cur->right;
        }
    }
}

static long long height(const Node *n)
{
    if (n == NULL) return 0;
    long long l = height(n->left), r = height(n->right);
    return 1 + (l > r ? l : r);
}

static long long size(const Node *n)
{
    if (n == NULL) return 0;
    return 1 + size(n->left) + size(n->right);
}

static void inorder(const Node *n, long long *keys, long long *len)
{
    if (n != NULL) {
        inorder(n->left, keys, len);
        keys[(*len)++] = n->key;
        inorder(n->right, keys, len);
    }
}

static long long key_sum(const Node *n, long long acc)
{
    if (n == NULL) return acc;
    acc = key_sum(n->left, acc + n->key);
    return key_sum(n->right, acc);
}

static void free_tree(Node *n)
{
    if (n != NULL) {
        free_tree(n->left);
        free_tree(n->right);
        free(n);
    }
}

static Node *build(long long n, long long seed)
{
    Node *root = NULL;
    long long x = seed;
    for (long long i = 0; i < n; i++) {
        x = (x * 1664525 + 1013904223) % 2147483648LL;
        root = insert(root, x % 1000000);
    }
    return root;
}

static long long one_pass(long long n, long long seed, long long *keys)
{
    Node *root = build(n, seed);
    long long len = 0;
    inorder(root, keys, &len);
    long long ordered = 0, mixed = 0, prev = -1;
    for (long long i = 0; i < len; i++) {
        long long k = keys[i];
        if (prev <= k) ordered += 1;
        mixed = (mixed * 31 + k) % 1000000007;
        prev = k;
    }
    long long result = height(root) * 1000003 + size(root) * 1009 + ordered + mixed + key_sum(root, 0);
    free_tree(root);
    return result;
}

int main(void)
{
    long long n = param_n;
    long long passes = param_passes;
    long long rounds = 1; /* bench:rounds */
    long long *keys = malloc(sizeof(long long) * (size_t)n);
    long long total = 0;
    long long r = 0;
    while (r < rounds) {
        passes = param_passes;
        for (long long p = 0; p < passes; p++) total = (total + one_pass(n, p, keys) + p) % 1000000007;
        r += 1;
    }
    printf("tree %lld %lld %lld %lld\n", n, passes, rounds, total);
    free(keys);
    return 0;
}
