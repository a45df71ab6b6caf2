    vs_3_0
    def c1, 0, 1, 0, 0
    dcl_position v0
    dcl_normal v1
    dcl_position o0
    dcl_color o1
    dcl_color1 o2
    dp3 r0.x, v1, c0
    slt r0.y, -r0.x, r0.x
    mul o1.y, r0.x, r0.y
    mov r1.xy, c1
    add r0.xzw, r1.xyxy, c0.xyyz
    nrm r1.xyz, r0.xzww
    dp3 r0.x, v1, r1
    slt r0.z, -r0.x, r0.x
    pow r1.x, r0.x, c0.w
    mul r0.x, r0.z, r0.y
    mul o1.z, r1.x, r0.x
    mad r0.xyz, v0.yzyw, c1.yyxw, c1.xxyw
    mad r1.xyz, v0.zyxw, c1.yxyw, c1.xyxw
    mul o2.yzw, r0.xxyz, r1.xxyz
    mov o0, v0
    mov o1.xw, c1.y
    mov o2.x, c1.y

// approximately 21 instruction slots used
