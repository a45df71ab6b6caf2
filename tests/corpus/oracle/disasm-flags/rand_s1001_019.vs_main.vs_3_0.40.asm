    vs_3_0
    dcl_position v0
    dcl_texcoord v1
    dcl_position o0
    dcl_texcoord o1
    abs r0.xy, c4.zxzw
    log r1.x, r0.x
    log r1.y, r0.y
    mul r0.xy, r1, v0.x
    exp r0.x, r0.x
    exp r0.y, r0.y
    frc r1, r0.xyxy
    sge r0.x, c4.z, v1.w
    lrp r2, r0.x, r1, c4.xyxy
    frc r0, r2.zwzw
    add o1, -r0, r2
    dp4 o0.x, v0, c0
    dp4 o0.y, v0, c1
    dp4 o0.z, v0, c2
    dp4 o0.w, v0, c3

// approximately 15 instruction slots used
