    ps_3_0
    def c2, 0, 1, 0, 0
    dcl_texcoord v0
    add r0, -c0, v0
    mov r1.x, c2.x
    cmp r0, r0, r1.x, c0
    add r2, -c1, v0
    cmp r1, r2, c1, r1.x
    add r0, r0, r1
    add r1.xy, -v0.xwzw, v0.yzzw
    cmp r1.y, r1.y, c2.x, c2.y
    cmp r1.x, r1.x, c2.x, r1.y
    add oC0, r0, r1.x

// approximately 10 instruction slots used
