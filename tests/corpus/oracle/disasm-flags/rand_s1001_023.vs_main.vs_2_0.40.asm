    vs_2_0
    def c4, 1, 0, -1.53999996, 1.76999998
    def c5, -0.882000029, -1.10000002, -0.836000025, 1
    dcl_position v0
    dcl_texcoord v1
    if b0
      min r0.xyz, v1.w, c5
      log r1.x, -r0.x
      log r1.y, -r0.y
      log r1.z, -r0.z
      mad r0.xyz, v1.w, c4.xxyw, c4.zwxw
      mul r0.xyz, r1, r0
      exp r1.x, r0.x
      exp r1.y, r0.y
      exp r1.z, r0.z
      mov r1.w, c5.w
    else
      mad r1, v1.w, c4.yyxx, c4.yxwz
    endif
    sge r0.x, r1.x, v0.x
    add r2, -r1, v0.x
    mad oT0, r0.x, r2, r1
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 23 instruction slots used
