    vs_1_1
    def c1, 1, 0, 0, 0
    dcl_position v0
    rcp r0.x, c0.x
    mul oD0.x, r0.x, v0.x
    max r0.xy, -v0.yzzw, v0.yzzw
    add r0.x, r0.x, c1.x
    rsq r0.y, r0.y
    rcp oD0.z, r0.y
    rsq oD0.y, r0.x
    rcp r0.x, c0.w
    mul r0.x, r0.x, v0.w
    sge r0.y, r0.x, -r0.x
    max r0.x, -r0.x, r0.x
    frc r1.y, r0.x
    add r0.x, r1.y, r1.y
    mad r0.x, r0.y, r0.x, -r1.y
    mul oD0.w, r0.x, c0.w
    mov oPos, v0

// approximately 18 instruction slots used
