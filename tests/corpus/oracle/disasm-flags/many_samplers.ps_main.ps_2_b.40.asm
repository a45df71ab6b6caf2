    ps_2_x
    dcl t0.xy
    dcl t1.xy
    dcl_2d s0
    dcl_2d s1
    dcl_2d s2
    dcl_2d s3
    dcl_2d s4
    dcl_2d s5
    dcl_2d s6
    dcl_2d s7
    texld r0, t0, s0
    add r1.xy, t0, t0
    texld r0, r0, s1
    add r2.x, r0.z, t1.x
    add r2.y, r0.w, t1.y
    texld r2, r2, s2
    mov r3.x, r2.z
    mov r3.y, r2.w
    texld r1, r1, s5
    texld r0, r0, s7
    texld r2, r2, s3
    texld r3, r3, s6
    texld r4, t1, s4
    add r2, r2, r4
    add r1, r1, r2
    mad r0, r3, r0, -r1
    mad r0, c0, r0, r1
    mov oC0, r0

// approximately 18 instruction slots used (8 texture, 10 arithmetic)
