    ps_2_x
    def c1, -1, 0.0625, 1, 0
    def c2, 0, -0.9375, 0.875, 0
    def c3, 0.9375, 1, -1, 0
    dcl t0.xy
    dcl t1.xyz
    dcl_2d s0
    mad r0.xyz, t0.xyxw, c1.zzww, c1.wwzw
    mov r1.z, c3.x
    rcp r0.w, t1.z
    mul r2.xy, r0.w, t1
    mul r2.xy, r2, c0.x
    mad r1.xy, r2, -c1.y, t0
    dsx r3.xy, t0
    dsy r4.xy, t0
    texldd r5, t0, s0, r3, r4
    add r0.w, r5.x, c1.x
    cmp r1.xyz, r0.w, r0, r1
    texldd r5, r1, s0, r3, r4
    mov r6.xyz, c3
    cmp r5.yzw, r0.w, r6.xyzx, c2.xxyz
    add r1.w, r5.z, r5.x
    mad r6.xy, r2, -c1.y, r1
    mov r6.z, r5.w
    cmp r1.xyz, r1.w, r1, r6
    cmp r1.w, r1.w, c1.z, c1.w
    cmp r1.w, r0.w, c1.z, r1.w
    add r1.w, r5.y, r1.w
    cmp r1.w, -r1.w, -c1.w, -c1.z
    cmp r1.w, r0.w, c1.x, r1.w
    cmp r0.xyz, r0.w, r0, r1
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r1.xy, r2, -c1.y, r0
    add r1.z, r0.z, -c1.y
    cmp r1.xyz, r0.w, r0, r1
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.w, r0.w, c1.x
    cmp r0.xyz, r1.w, r1, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r1.x, r0.xxyz, r5.xxyz
    cmp r1.x, r1.x, -c1.z, -c1.w
    cmp r1.x, r0.w, r1.x, c1.x
    cmp r0.xyz, r0.w, r1.yzww, r0
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r0.w, r0.xxyz, r5.xxyz
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.x, r0.w, c1.x
    cmp r0.xyz, r1.x, r1.yzww, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r1.x, r0.xxyz, r5.xxyz
    cmp r1.x, r1.x, -c1.z, -c1.w
    cmp r1.x, r0.w, r1.x, c1.x
    cmp r0.xyz, r0.w, r1.yzww, r0
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r0.w, r0.xxyz, r5.xxyz
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.x, r0.w, c1.x
    cmp r0.xyz, r1.x, r1.yzww, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r1.x, r0.xxyz, r5.xxyz
    cmp r1.x, r1.x, -c1.z, -c1.w
    cmp r1.x, r0.w, r1.x, c1.x
    cmp r0.xyz, r0.w, r1.yzww, r0
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r0.w, r0.xxyz, r5.xxyz
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.x, r0.w, c1.x
    cmp r0.xyz, r1.x, r1.yzww, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r1.x, r0.xxyz, r5.xxyz
    cmp r1.x, r1.x, -c1.z, -c1.w
    cmp r1.x, r0.w, r1.x, c1.x
    cmp r0.xyz, r0.w, r1.yzww, r0
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r0.w, r0.xxyz, r5.xxyz
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.x, r0.w, c1.x
    cmp r0.xyz, r1.x, r1.yzww, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r1.x, r0.xxyz, r5.xxyz
    cmp r1.x, r1.x, -c1.z, -c1.w
    cmp r1.x, r0.w, r1.x, c1.x
    cmp r0.xyz, r0.w, r1.yzww, r0
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r0.w, r0.xxyz, r5.xxyz
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.x, r0.w, c1.x
    cmp r0.xyz, r1.x, r1.yzww, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r1.x, r0.xxyz, r5.xxyz
    cmp r1.x, r1.x, -c1.z, -c1.w
    cmp r1.x, r0.w, r1.x, c1.x
    cmp r0.xyz, r0.w, r1.yzww, r0
    texldd r5, r0, s0, r3, r4
    add r0.w, -r0.z, r5.x
    mad r5.xy, r2, -c1.y, r0
    add r5.z, r0.z, -c1.y
    cmp r1.yzw, r0.w, r0.xxyz, r5.xxyz
    cmp r0.w, r0.w, -c1.z, -c1.w
    cmp r0.w, r1.x, r0.w, c1.x
    cmp r0.xyz, r1.x, r1.yzww, r0
    texldd r1, r0, s0, r3, r4
    add r1.x, -r0.z, r1.x
    mad r2.xy, r2, -c1.y, r0
    add r2.z, r0.z, -c1.y
    cmp r1.xyz, r1.x, r0, r2
    cmp r0.xyz, r0.w, r1, r0
    mov r0.w, c1.z
    mov oC0, r0

// approximately 170 instruction slots used (16 texture, 154 arithmetic)
