// Decompiled by dxsm from ps_3_0 code.
float4 c1 : register(c1);
float4 c15 : register(c15);
float4 c16 : register(c16);
float4 c17 : register(c17);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c22 : register(c22);
struct Input {
    float4 v0 : TEXCOORD0;
};
struct Output {
    float4 oC0 : COLOR0;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oC0;
static bool4 p0;
void l1609();
void l1609() {
    [branch] if (r0.y >= r1.w) {
        r0.xyzw = r0.xyzw + c19.xyzw;
        r0.xy = r0.xy + r1.xy;
    }
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    [branch] if (r0.z != r1.w) {
        r0.xy = r0.xy + r1.xy;
        [branch] if (r0.y <= r1.w) {
            r0.xyzw = r0.xyzw + r1.xyzw;
            [branch] if (r0.y > r1.w) {
                r0.xyzw = r0.xyzw + r1.xyzw;
                [branch] if (r0.w == r1.z) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    [branch] if (r0.y < r1.w) {
                        r0.xy = r0.xy + r1.xy;
                        [branch] if (r0.x != r1.w) {
                            r0.xyzw = r0.xyzw + c17.xyzw;
                            [branch] if (r0.x < r1.x) {
                                r0.xyzw = r0.xyzw + c16.xyzw;
                                [branch] if (r0.w > r1.x) {
                                    r1.xyzw = r0.yzwx;
                                    [branch] if (r0.y >= r1.z) {
                                        r0.xyzw = r0.xyzw + c22.xyzw;
                                        [branch] if (r0.x >= r1.x) {
                                            r0.xyzw = r0.xyzw + c19.xyzw;
                                            [branch] if (r0.x <= r1.w) {
                                                r0.xy = r0.xy + r1.xy;
                                                [branch] if (r0.x > r1.x) {
                                                    r0.xyzw = r0.xyzw + c15.xyzw;
                                                    [branch] if (r0.y == r1.z) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (r0.x >= r1.z) {
                                                            r0.xyzw = r0.xyzw + c20.xyzw;
                                                            [branch] if (r0.y <= r1.w) {
                                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (r0.w <= r1.y) {
                                                                    r0.xyzw = r0.xyzw + c20.xyzw;
                                                                    [branch] if (r0.z == r1.w) {
                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                        [branch] if (r0.y <= r1.x) {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            [branch] if (r0.y <= r1.w) {
                                                                                r0.xyzw = r0.xyzw + c16.xyzw;
                                                                                [branch] if (r0.w >= r1.x) {
                                                                                    r1.xyzw = r0.yzwx;
                                                                                    [branch] if (r0.x > r1.x) {
                                                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                        [branch] if (r0.z == r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c15.xyzw;
                                                                                            [branch] if (p0.w) l1609();
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
