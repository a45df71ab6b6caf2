    ps_3_0
    dcl_texcoord v0
    rcp r0.x, v0.y
    mul oC0.x, r0.x, v0.x
    rsq oC0.y, v0.z
    rsq r0.x, v0.w
    rcp oC0.z, r0.x
    rcp r0.x, c0.x
    mul r0.x, r0.x, v0.x
    frc r0.y, r0_abs.x
    cmp r0.x, r0.x, r0.y, -r0.y
    mul oC0.w, r0.x, c0.x

// approximately 10 instruction slots used
