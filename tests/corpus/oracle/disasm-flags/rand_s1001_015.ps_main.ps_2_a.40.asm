    ps_2_x
    dcl t0
    dcl t1.xyz
    frc r0, c3
    add r0, -r0, c3
    frc r1, t1.yyzz
    add r0, r0, -r1.yyww
    mov_sat r2, c7
    mad r0, r2, r0, r1
    min r1, c8.w, t0
    frc r2, r1
    add r1, r1, -r2
    max r2, r1, r0
    mov oC0, r2

// approximately 11 instruction slots used
