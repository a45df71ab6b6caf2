    vs_1_1
    def c1, 0, 1, 0, 0
    dcl_position v0
    dcl_normal v1
    mov r0.xy, c1
    add r0.xyz, r0.xxyw, c0
    dp3 r0.w, r0, r0
    rsq r0.w, r0.w
    mul r0.xyz, r0.w, r0
    dp3 r0.y, v1, r0
    dp3 r0.x, v1, c0
    mov r0.zw, c0.w
    lit oD0, r0
    mad r0.xyz, v0.yzyw, c1.yyxw, c1.xxyw
    mad r1.xyz, v0.zyxw, c1.yxyw, c1.xyxw
    mul oD1.yzw, r0.xxyz, r1.xxyz
    mov oPos, v0
    mov oD1.x, c1.y

// approximately 14 instruction slots used
