    vs_3_0
    def c1, 1, 0, 0, 0
    dcl_position v0
    dcl_position o0
    dcl_color o1
    rcp r0.x, c0.x
    mul o1.x, r0.x, v0.x
    add r0.x, c1.x, v0_abs.y
    rsq o1.y, r0.x
    rsq r0.x, v0_abs.z
    rcp o1.z, r0.x
    rcp r0.x, c0.w
    mul r0.x, r0.x, v0.w
    frc r0.y, r0_abs.x
    sge r0.x, r0.x, -r0.x
    lrp r1.x, r0.x, r0.y, -r0.y
    mul o1.w, r1.x, c0.w
    mov o0, v0

// approximately 13 instruction slots used
