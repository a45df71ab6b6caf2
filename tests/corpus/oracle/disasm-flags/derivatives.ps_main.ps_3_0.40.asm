    ps_3_0
    def c1, -2, 3, 1, 0.5
    dcl_texcoord v0.xy
    dcl_texcoord1 v1.xyz
    dsx r0.xyz, v1.zxyw
    dsy r1.xyz, v1.yzxw
    mul r2.xyz, r0, r1
    mad r0.xyz, r0.zxyw, r1.yzxw, -r2
    nrm r1.xyz, r0
    mad oC0.xyz, r1, c1.w, c1.w
    mul r0.xy, c0.x, v0
    dsx r0.zw, r0.xyxy
    dsy r1.xy, r0
    frc r0.xy, r0
    add r0.zw, r0_abs, r1_abs.xyxy
    mul r0.zw, r0, c0.y
    rcp r1.x, r0.z
    rcp r1.y, r0.w
    add r0.zw, -r0.xyxy, c1.z
    mul_sat r0, r0, r1.xyxy
    mad r1.xy, r0.zwzw, c1.x, c1.y
    mul r0.zw, r0, r0
    mul r0.zw, r0, r1.xyxy
    mad r1.xy, r0, c1.x, c1.y
    mul r0.xy, r0, r0
    mul r0.xy, r0, r1
    mul r0.xy, r0.zwzw, r0
    mul oC0.w, r0.y, r0.x

// approximately 30 instruction slots used
