    vs_1_1
    def c82, 255.001953, 3, 1, 0
    dcl_position v0
    dcl_normal v1
    dcl_blendweight v2
    dcl_blendindices v3
    mul r0.xyz, v3, c82.x
    frc r3.y, r0.z
    mov r1.z, r3.y
    frc r1.xy, r0
    add r2.xyz, r0, -r1
    slt r1.xyz, -r1, r1
    slt r0.xyz, r0, -r0
    mad r0.xyz, r0, r1, r2
    mul r0.xyz, r0, c82.y
    mov a0.x, r0.y
    dp4 r1.x, v0, c0[a0.x]
    dp4 r1.y, v0, c1[a0.x]
    dp4 r1.z, v0, c2[a0.x]
    mul r1.xyz, r1, v2.y
    mov a0.x, r0.x
    dp4 r2.x, v0, c0[a0.x]
    dp4 r2.y, v0, c1[a0.x]
    dp4 r2.z, v0, c2[a0.x]
    mad r1.xyz, r2, v2.x, r1
    mov a0.x, r0.z
    dp4 r2.x, v0, c0[a0.x]
    dp4 r2.y, v0, c1[a0.x]
    dp4 r2.z, v0, c2[a0.x]
    mad r1.xyz, r2, v2.z, r1
    mov r1.w, c82.z
    dp4 oPos.x, r1, c78
    dp4 oPos.y, r1, c79
    dp4 oPos.z, r1, c80
    dp4 oPos.w, r1, c81
    mov a0.x, r0.y
    dp3 r1.x, v1, c0[a0.x]
    dp3 r1.y, v1, c1[a0.x]
    dp3 r1.z, v1, c2[a0.x]
    mul r1.xyz, r1, v2.y
    mov a0.x, r0.x
    dp3 r2.x, v1, c0[a0.x]
    dp3 r2.y, v1, c1[a0.x]
    dp3 r2.z, v1, c2[a0.x]
    mad r0.xyw, r2.xyzz, v2.x, r1.xyzz
    mov a0.x, r0.z
    dp3 r1.x, v1, c0[a0.x]
    dp3 r1.y, v1, c1[a0.x]
    dp3 r1.z, v1, c2[a0.x]
    mad r0.xyz, r1, v2.z, r0.xyww
    dp3 r0.w, r0, r0
    rsq r0.w, r0.w
    mul oT0.xyz, r0.w, r0

// approximately 51 instruction slots used
