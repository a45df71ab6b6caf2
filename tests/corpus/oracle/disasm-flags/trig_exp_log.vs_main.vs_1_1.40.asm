    vs_1_1
    def c5, 0.159154937, 0.25, 0.5, -0.00138883968
    def c6, 6.28318548, -3.14159274, -2.52398507e-007, 2.47609005e-005
    def c7, 0.0416666418, 1, 0, 0
    dcl_position v0
    mad r0.x, v0.x, c4.x, c4.y
    mad r0.xy, r0.x, c5.x, c5.yzzw
    frc r1.xy, r0
    mad r0.xy, r1, c6.x, c6.y
    mul r0.xy, r0, r0
    mad r0.zw, r0.xyxy, c6.z, c6.w
    mad r0.zw, r0.xyxy, r0, c5.w
    mad r0.zw, r0.xyxy, r0, c7.x
    mad r0.zw, r0.xyxy, r0, -c5.z
    mad oD0.xy, r0, r0.zwzw, c7.y
    mul r0.x, v0.y, c4.z
    exp oD0.z, r0.x
    max r0.x, -v0.z, v0.z
    add r0.x, r0.x, c7.y
    log oD0.w, r0.x
    dp4 oPos.x, v0, c0
    dp4 oPos.y, v0, c1
    dp4 oPos.z, v0, c2
    dp4 oPos.w, v0, c3

// approximately 39 instruction slots used
