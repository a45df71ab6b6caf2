    ps_2_0
    def c2, 0, 1, 0, 0
    dcl t0
    add r0, t0, -c0
    mov r1.w, c2.x
    cmp r0, r0, r1.w, c0
    add r2, t0, -c1
    cmp r1, r2, c1, r1.w
    add r0, r0, r1
    add r1.x, -t0.w, t0.z
    cmp r1.x, r1.x, c2.x, c2.y
    add r1.y, -t0.x, t0.y
    cmp r1.x, r1.y, c2.x, r1.x
    add r0, r0, r1.x
    mov oC0, r0

// approximately 12 instruction slots used
