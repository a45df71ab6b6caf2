// Decompiled by dxsm from ps_2_a code.
float4 c0 : register(c0);
float4 c8 : register(c8);
float4 c9 : register(c9);
float4 c12 : register(c12);
struct Input {
    float4 t0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 t0;
static precise float4 oC0;
void l4();
void l4() {
    if (r0.y > r1.z) {
        r0.xy = r0.xy + r1.xy;
        if (abs(r0.y - r1.y) != 0) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            if (abs(r0.y - r1.y) != 0) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                if (abs(r0.x - r1.w) != 0) {
                    r1.xyzw = r0.yzwx;
                    if (r0.w <= r1.y) {
                        r0.xy = r0.xy + r1.xy;
                        if (abs(r0.z - r1.z) != 0) {
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            if (r0.x <= r1.x) {
                                r1.xyzw = r0.yzwx;
                                if (r0.w < r1.x) {
                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                    if (r0.z <= r1.z) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        if (abs(r0.y - r1.x) != 0) {
                                            r0.xyzw = r0.xyzw + (-r1.xyzw);
                                            if (abs(r0.x - r1.z) != 0) {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                if (r0.y > r1.z) {
                                                    r0.xyzw = r0.xyzw + c9.xyzw;
                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
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
Output main(Input input) {
    Output output;
    t0 = input.t0;
    r0.xyzw = t0.xyzw;
    r1.xyzw = c0.xyzw;
    if (r0.z <= r1.z) {
        r1.xyzw = r0.yzwx;
        if (r0.z >= r1.y) {
            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
            if (r0.x <= r1.x) {
                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                if (abs(r0.x - r1.w) == 0) {
                    r0.xyzw = r0.xyzw + c9.xyzw;
                    if (r0.w < r1.z) {
                        r0.xyzw = r0.xyzw + c8.xyzw;
                        if (abs(r0.w - r1.w) != 0) {
                            r0.xyzw = r0.xyzw + c12.xyzw;
                            if (r0.y > r1.w) {
                                r1.xyzw = r0.yzwx;
                                if (r0.x > r1.w) {
                                    r0.xy = r0.xy + r1.xy;
                                    if (r0.z < r1.z) {
                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                        if (r0.z >= r1.x) {
                                            r0.xyzw = r0.xyzw + c9.xyzw;
                                            if (r0.w < r1.y) {
                                                r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                if (abs(r0.y - r1.w) != 0) {
                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                    l4();
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
