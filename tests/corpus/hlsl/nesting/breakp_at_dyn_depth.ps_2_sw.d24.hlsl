// Decompiled by dxsm from ps_2_sw code.
float4 c1 : register(c1);
float4 c19 : register(c19);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c24 : register(c24);
float4 c25 : register(c25);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 t0 = input.t0;
    precise float4 oC0 = 0;
    bool4 p0 = false;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw <= r1.xyzw;
    for (int k0 = 0; k0 < 2; k0++) {
        if (r0.y <= r1.w) {
            r0.xyzw = r0.xyzw + c25.xyzw;
            if (r0.x > r1.y) {
                r0.xyzw = r0.xyzw + c24.xyzw;
                if (r0.w > r1.z) {
                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                    if (r0.x <= r1.y) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        if (r0.x < r1.x) {
                            r0.xyzw = r0.xyzw + c19.xyzw;
                            if (r0.y < r1.y) {
                                r1.xyzw = r1.xyzw + r0.xyzw;
                                if (abs(r0.z - r1.x) != 0) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    if (abs(r0.y - r1.y) == 0) {
                                        r0.xyzw = r0.xyzw + c21.xyzw;
                                        if (r0.z < r1.x) {
                                            r0.xyzw = r0.xyzw + c25.xyzw;
                                            if (abs(r0.x - r1.z) == 0) {
                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                                if (r0.x > r1.z) {
                                                    r0.xy = r0.xy + r1.xy;
                                                    if (abs(r0.w - r1.w) != 0) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        if (r0.x < r1.y) {
                                                            r1.xyzw = r0.yzwx;
                                                            if (abs(r0.x - r1.w) != 0) {
                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                if (r0.x <= r1.w) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    if (r0.y >= r1.z) {
                                                                        r0.xyzw = r0.xyzw + c25.xyzw;
                                                                        if (r0.y > r1.x) {
                                                                            r1.xyzw = r0.yzwx;
                                                                            if (abs(r0.w - r1.z) != 0) {
                                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                if (r0.x >= r1.x) {
                                                                                    r0.xyzw = r0.xyzw + c22.xyzw;
                                                                                    if (abs(r0.x - r1.y) == 0) {
                                                                                        r1.xyzw = r1.xyzw + r0.xyzw;
                                                                                        if (r0.w > r1.x) {
                                                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                            if (abs(r0.x - r1.x) == 0) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                if (r0.y >= r1.w) {
                                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                                    if (r0.w > r1.y) {
                                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                                        if (!p0.y) break;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    oC0.xyzw = r0.xyzw;
    output.oC0 = oC0.xyzw;
    return output;
}
