    ps_2_0
    def c9, 0, 1, 2, -0
    def c10, 3, 4, 5, 6
    def c11, 7, 0, 0, 0
    dcl t0
    dcl t1
    dcl t2
    dcl t3
    dcl t4
    dcl t5
    dcl t6
    dcl t7
    mul r0, t0, c0
    mov r1.xy, c9
    cmp r0, -c8.x, r1.x, r0
    mad r2, t1, c1, r0
    cmp r1.x, -c8.x, r1.x, r1.y
    add r1.y, r1.x, -c8.x
    cmp r1.x, r1.y, r1.x, c9.z
    cmp r0, r1.y, r0, r2
    mad r2, t2, c2, r0
    add r1.z, r1.x, -c8.x
    cmp r1.z, r1.z, -c9.x, -c9.y
    cmp r1.y, r1.y, c9.w, r1.z
    cmp r0, r1.y, r0, r2
    mad r2, t3, c3, r0
    cmp r1.x, r1.y, r1.x, c10.x
    add r1.z, r1.x, -c8.x
    cmp r1.y, r1.z, c9.w, r1.y
    cmp r0, r1.y, r0, r2
    mad r2, t4, c4, r0
    cmp r1.x, r1.y, r1.x, c10.y
    add r1.z, r1.x, -c8.x
    cmp r1.y, r1.z, c9.w, r1.y
    cmp r0, r1.y, r0, r2
    mad r2, t5, c5, r0
    cmp r1.x, r1.y, r1.x, c10.z
    add r1.z, r1.x, -c8.x
    cmp r1.y, r1.z, c9.w, r1.y
    cmp r0, r1.y, r0, r2
    mad r2, t6, c6, r0
    cmp r1.x, r1.y, r1.x, c10.w
    add r1.z, r1.x, -c8.x
    cmp r1.y, r1.z, c9.w, r1.y
    cmp r0, r1.y, r0, r2
    mad r2, t7, c7, r0
    cmp r1.x, r1.y, r1.x, c11.x
    add r1.x, r1.x, -c8.x
    cmp r1.x, r1.x, c9.w, r1.y
    cmp r0, r1.x, r0, r2
    mov oC0, r0

// approximately 39 instruction slots used
