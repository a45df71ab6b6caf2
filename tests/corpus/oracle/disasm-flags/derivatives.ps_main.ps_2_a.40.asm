    ps_2_x
    def c1, -2, 3, 1, 0.5
    dcl t0.xy
    dcl t1.xyz
    mul r0.xy, t0, c0.x
    dsx r0.zw, r0.xyxy
    abs r0.zw, r0
    dsy r1.xy, r0
    frc r0.xy, r0
    abs r1.xy, r1
    add r0.zw, r0, r1.xyxy
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
    mul r0.w, r0.y, r0.x
    dsx r1.xyz, t1.zxyw
    dsy r2.xyz, t1.yzxw
    mul r3.xyz, r1, r2
    mad r1.xyz, r1.zxyw, r2.yzxw, -r3
    nrm r2.xyz, r1
    mad r0.xyz, r2, c1.w, c1.w
    mov oC0, r0

// approximately 33 instruction slots used
