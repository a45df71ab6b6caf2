    ps_2_x
    def c6, 1, 0, 0, 0
    dcl t1
    mov_sat r0.w, c5.w
    mov r1.w, c5.w
    add r2, -r1.w, c0
    mad r0, r0.w, r2, c5.w
    mov_sat r3, t1
    abs r4, c4
    add r4, r4, c6.x
    log r5.x, r4.x
    log r5.y, r4.y
    log r5.z, r4.z
    log r5.w, r4.w
    lrp r4, r3, r0, r5
    mad r0, c0, r4, r1.w
    mov_sat r1, r0
    mad r1, r1, r2, c5.w
    lrp r2, r3, r1, r5
    mad r0, c1, r2, r0
    mov oC0, r0

// approximately 18 instruction slots used
