    vs_1_1
    def c36, 31, 15, 0, 0
    dcl_position v0
    dcl_texcoord v1
    mul r0.xy, v1, c36
    frc r1.xy, r0
    add r0.zw, r0.xyxy, -r1.xyxy
    slt r1.xy, -r1, r1
    slt r0.xy, r0, -r0
    mad r0.xy, r0, r1, r0.zwzw
    mov a0.x, r0.x
    mov r1, c0[a0.x]
    mov a0.x, r0.y
    add oD0, r1, c8[a0.x]
    mov r0.x, -r0.y
    mov a0.x, r0.x
    mov oD1, c31[a0.x]
    dp4 oPos.x, v0, c32
    dp4 oPos.y, v0, c33
    dp4 oPos.z, v0, c34
    dp4 oPos.w, v0, c35

// approximately 19 instruction slots used
