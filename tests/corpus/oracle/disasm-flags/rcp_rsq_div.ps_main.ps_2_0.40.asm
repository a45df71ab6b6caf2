    ps_2_0
    dcl t0
    rcp r0.w, c0.x
    mul r0.x, r0.w, t0.x
    abs r0.y, r0.x
    frc r0.y, r0.y
    cmp r0.x, r0.x, r0.y, -r0.y
    mul r0.w, r0.x, c0.x
    rcp r1.w, t0.y
    mul r0.x, r1.w, t0.x
    rsq r1.x, t0.w
    rcp r0.z, r1.x
    rsq r0.y, t0.z
    mov oC0, r0

// approximately 12 instruction slots used
