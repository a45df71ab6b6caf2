    vs_2_x
    def c8, 0, 1, 0, 0
    dcl_position v0
    abs r0.xy, c7
    rsq r0.x, r0.x
    rsq r0.y, r0.y
    rcp r1.y, r0.y
    rcp r1.xz, r0.x
    dp3 r0.x, c5, r1
    mov r1.x, c8.x
    max r1, r1.x, c6
    min r1, r1, c8.y
    frc r1, r1
    min oT0, r0.x, r1
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 15 instruction slots used
