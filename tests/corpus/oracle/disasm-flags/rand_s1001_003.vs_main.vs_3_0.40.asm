    vs_3_0
    def c14, -1.52999997, -0.912999988, -0.824000001, -1.53999996
    def c15, 3, 1, 0, 0
    def c16, -0.237000003, -1.46000004, -0.175999999, 0.414000005
    def c17, 0.159154937, 0.5, 6.28318548, -3.14159274
    def c18, 0.707099974, 0.25, 0.5, -1
    def c19, 0.632455528, -1.49000001, -1.13, 0
    def c20, -1.21000004, 1.80999994, -0.0176999997, -1.32000005
    def c21, 0, 1.28062487, 0.824014544, 0.834266126
    defi i0, 5, 0, 1, 0
    dcl_position v0
    dcl_texcoord v1
    dcl_2d s0
    dcl_position o0
    dcl_texcoord o1
    if_ge c13.w, c13.y
      if b0
        abs r0.xyz, c6
        log r1.x, r0.x
        log r1.y, r0.y
        log r1.z, r0.z
        mul r0.xyz, r1, v1.w
        exp r1.x, r0.x
        exp r1.y, r0.y
        exp r1.z, r0.z
        mul r0.xyz, r1, c18.x
        dp3 r0.w, c12, r0
        mov r0, r0.w
      else
        mov r0, c14
      endif
    else
      mov r1.x, v0.x
      sge r1.x, r1.x, v1.y
      lrp r0, r1.x, c18.y, v0.xyxy
    endif
    mov r1, c13
    add r1, -r1.wzyx, c7
    add r1, r1_abs, c18.z
    rsq r2.x, r1.x
    rsq r2.y, r1.y
    rsq r2.z, r1.z
    rsq r2.w, r1.w
    mad r0, c0, r2, r0
    slt r1.x, c13.z, r0.w
    sge r1.y, c13.z, r0.w
    mul r3, r2, c1
    mad r1.z, c1.w, r2.w, r0.w
    slt r1.z, c13.z, r1.z
    add r1.z, r1.z, c18.w
    mad r1.x, r1.y, r1.z, r1.x
    add r1.x, r1.x, -c18.w
    slt r1.x, -r1.x, r1.x
    mad r0, r1.y, r3, r0
    lrp r3.x, r1.y, r1.x, -c18.w
    sge r1.x, -r3.x, r3.x
    mul r2, r2, c2
    mad r0, r1.x, r2, r0
    if_ge r0.x, c12.z
      add r1.x, r0.y, -c13.z
      slt r1.x, -r1_abs.x, r1_abs.x
      mad r1.y, v0.x, c17.x, c17.y
      frc r1.y, r1.y
      mad r1.y, r1.y, c17.z, c17.w
      sincos r2.y, r1.y
      mov r3.xyz, c15
      add r4, r3.x, c7
      lrp r5, c15.yzzz, r4, r2.y
      add r2, r5, c16
      mad r3, r0.x, r3.yzzz, c21
      lrp r4, r1.x, r2, r3
      mul r1, c15.yyzz, v1.xyxx
      texldl r1, r1, s0
      add o1, r1, r4
    else
      mov o1, r0
    endif
    if_ge c13.w, c13.x
      mov r0, c19.xyxz
      loop aL, i0
        mov r1, c0[aL]
        mul r1, r1, c20
        add r1, r0, r1
        if_lt c13.w, r1.z
          mov r0, r1
          break_ne -c18.w, -c18.w
        endif
        mov r0, r1
      endloop
      mov o1, r0
    endif
    dp4 o0.x, v0, c8
    dp4 o0.y, v0, c9
    dp4 o0.z, v0, c10
    dp4 o0.w, v0, c11

// approximately 103 instruction slots used (2 texture, 101 arithmetic)
