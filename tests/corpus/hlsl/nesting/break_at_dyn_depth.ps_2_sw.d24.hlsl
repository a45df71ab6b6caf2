// Decompiled by dxsm from ps_2_sw code.
float4 c0 : register(c0);
float4 c14 : register(c14);
float4 c16 : register(c16);
float4 c19 : register(c19);
float4 c20 : register(c20);
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
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    for (int k0 = 0; k0 < 1; k0++) {
        if (r0.y < r1.y) {
            r0.xyzw = r0.xyzw + (-r1.xyzw);
            if (abs(r0.z - r1.w) != 0) {
                r0.xyzw = max(r0.xyzw, r1.xyzw);
                if (r0.y >= r1.y) {
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    if (r0.x < r1.z) {
                        r0.xyzw = r0.xyzw + c20.xyzw;
                        if (abs(r0.y - r1.z) == 0) {
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            if (abs(r0.x - r1.x) != 0) {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                                if (r0.w >= r1.z) {
                                    r0.xyzw = r0.xyzw + c20.xyzw;
                                    if (r0.y >= r1.w) {
                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                        if (r0.x >= r1.z) {
                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                            if (abs(r0.y - r1.y) == 0) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                if (abs(r0.z - r1.x) == 0) {
                                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                                    if (r0.z > r1.z) {
                                                        r0.xyzw = r0.xyzw + c16.xyzw;
                                                        if (abs(r0.w - r1.z) != 0) {
                                                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                            if (r0.y >= r1.w) {
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                if (abs(r0.y - r1.w) == 0) {
                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                    if (r0.x > r1.z) {
                                                                        r0.x = dot(r0.xyzw, r1.xyzw);
                                                                        if (r0.x >= r1.w) {
                                                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                                            if (r0.w <= r1.w) {
                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                if (abs(r0.z - r1.w) != 0) {
                                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                    if (r0.z >= r1.w) {
                                                                                        r0.xyzw = r0.xyzw + c14.xyzw;
                                                                                        if (abs(r0.z - r1.z) == 0) {
                                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                            if (abs(r0.z - r1.z) != 0) {
                                                                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                if (r0.y <= r1.w) {
                                                                                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                                                                                    if (abs(r0.x - r1.z) != 0) {
                                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                        break;
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
