    vs_3_0
    def c36, 31, 15, 0, 0
    dcl_position v0
    dcl_texcoord v1
    dcl_position o0
    dcl_color o1
    dcl_color1 o2
    mul r0.xy, c36, v1
    frc r0.zw, r0.xyxy
    add r1.xy, r0, -r0.zwzw
    slt r0.zw, -r0, r0
    slt r0.xy, r0, -r0
    mad r0.xy, r0, r0.zwzw, r1
    mova a0.xy, r0
    mova a0.z, -r0.y
    mov o2, c31[a0.z]
    mov r0, c0[a0.x]
    add o1, r0, c8[a0.y]
    dp4 o0.x, v0, c32
    dp4 o0.y, v0, c33
    dp4 o0.z, v0, c34
    dp4 o0.w, v0, c35

// approximately 15 instruction slots used
