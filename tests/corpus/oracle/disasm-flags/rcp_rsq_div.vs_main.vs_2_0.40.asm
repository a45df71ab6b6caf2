    vs_2_0
    def c1, 1, 0, 0, 0
    dcl_position v0
    rcp r0.x, c0.x
    mul oD0.x, r0.x, v0.x
    abs r0.xy, v0.yzzw
    add r0.x, r0.x, c1.x
    rsq r0.y, r0.y
    rcp oD0.z, r0.y
    rsq oD0.y, r0.x
    rcp r0.x, c0.w
    mul r0.x, r0.x, v0.w
    abs r0.y, r0.x
    sge r0.x, r0.x, -r0.x
    frc r0.y, r0.y
    lrp r1.x, r0.x, r0.y, -r0.y
    mul oD0.w, r1.x, c0.w
    mov oPos, v0

// approximately 15 instruction slots used
