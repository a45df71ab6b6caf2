    vs_1_1
    def c20, 15, 1, 0, 0
    dcl_position v0
    dcl_blendweight v1
    mul r0.x, v1.x, c20.x
    frc r1.y, r0.x
    add r0.y, r0.x, -r1.y
    slt r0.z, -r1.y, r1.y
    slt r0.x, r0.x, -r0.x
    mad r0.x, r0.x, r0.z, r0.y
    frc r2.xy, v0.zwzw
    mov r1.zw, r2.xyxy
    frc r1.xy, v0
    mov a0.x, r0.x
    mad r0, c0[a0.x], v1.y, r1
    exp r1.x, v1.z
    add r0, r0, r1.x
    max r1.x, -v1.w, v1.w
    add r1.x, r1.x, c20.y
    log r1.x, r1.x
    add oD0, r0, r1.x
    dp4 oPos.x, v0, c16
    dp4 oPos.y, v0, c17
    dp4 oPos.z, v0, c18
    dp4 oPos.w, v0, c19

// approximately 45 instruction slots used
