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
    add r0.xy, t0, t0
    texld r1, t0, s0
    texld r1, r1, s1
    add r2.xy, r1.zwzw, t1
    texld r0, r0, s5
    texld r1, r1, s7
    texld r2, r2, s2
    texld r3, r2, s3
    mov r2.xy, r2.zwzw
    texld r4, t1, s4
    texld r2, r2, s6
    add r3, r3, r4
    add r0, r0, r3
    mad r1, r2, r1, -r0
    mad r0, c0, r1, r0
    mov oC0, r0

// approximately 16 instruction slots used (8 texture, 8 arithmetic)
