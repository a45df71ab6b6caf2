    ps_2_x
    dcl t0
    dcl t1.xyz
    frc r0, c3
    add r0, -r0, c3
    frc r1.zw, t1.z
    frc r1.xy, t1.y
    add r2.zw, r0, -r1.w
    add r2.xy, r0, -r1.y
    mov_sat r0, c7
    mad r0, r0, r2, r1
    min r1, c8.w, t0
    frc r2, r1
    add r1, r1, -r2
    max r2, r1, r0
    mov oC0, r2

// approximately 13 instruction slots used
