    ps_3_0
    def c1, 0.125, 0.5, 1, 0
    dcl vPos.xy
    mul oC0.xy, c0.zwzw, vPos
    mul r0.xy, c1.x, vPos
    frc r0.zw, r0.xyxy
    add r0.xy, -r0.zwzw, r0
    add r0.x, r0.y, r0.x
    mul r0.y, r0.x, c1.y
    frc r0.y, r0_abs.y
    cmp r0.x, r0.x, r0.y, -r0.y
    add oC0.z, r0.x, r0.x
    mov oC0.w, c1.z

// approximately 10 instruction slots used
