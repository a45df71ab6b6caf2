    vs_3_0
    dcl_position v0
    dcl_position o0
    dcl_texcoord o1
    abs r0.xy, c7
    rsq r0.x, r0.x
    rsq r0.y, r0.y
    rcp r1.y, r0.y
    rcp r1.xz, r0.x
    dp3 r0.x, c5, r1
    mov_sat r1, c6
    frc r1, r1
    min o1, r0.x, r1
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3

// approximately 13 instruction slots used
