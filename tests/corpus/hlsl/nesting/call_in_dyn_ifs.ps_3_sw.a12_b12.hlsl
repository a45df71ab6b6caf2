// Decompiled by dxsm from ps_3_sw code.
float4 c1 : register(c1);
float4 c19 : register(c19);
float4 c20 : register(c20);
float4 c21 : register(c21);
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
void l590();
void l590() {
    [branch] if (r0.x != r1.x) {
        r0.xyzw = r0.xyzw * r1.xyzw;
        [branch] if (r0.y <= r1.w) {
            r0.x = dot(r0.xyzw, r1.xyzw);
            [branch] if (r0.x <= r1.w) {
                r0.xyzw = r0.xyzw + (-r1.xyzw);
                [branch] if (r0.x > r1.w) {
                    r0.x = dot(r0.xyzw, r1.xyzw);
                    [branch] if (r0.z == r1.x) {
                        r0.xyzw = r0.xyzw + c22.xyzw;
                        [branch] if (r0.z == r1.x) {
                            r0.x = dot(r0.xyzw, r1.xyzw);
                            [branch] if (r0.x >= r1.x) {
                                r0.xyzw = r0.xyzw + c22.xyzw;
                                [branch] if (r0.x == r1.w) {
                                    r0.xyzw = r0.xyzw + c19.xyzw;
                                    [branch] if (r0.y != r1.y) {
                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                        [branch] if (r0.w <= r1.w) {
                                            r0.xyzw = r0.xyzw + c21.xyzw;
                                            [branch] if (r0.z >= r1.y) {
                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                [branch] if (r0.z >= r1.z) {
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
                                                    r0.xyzw = r0.xyzw + (-r1.xyzw);
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
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [branch] if (r0.z < r1.z) {
        r0.x = dot(r0.xyzw, r1.xyzw);
        [branch] if (r0.z < r1.y) {
            r0.xyzw = r0.xyzw * r1.xyzw;
            [branch] if (r0.w == r1.z) {
                r0.xyzw = r0.xyzw * r1.xyzw;
                [branch] if (r0.x == r1.y) {
                    r0.xyzw = r0.xyzw + c19.xyzw;
                    [branch] if (r0.y < r1.x) {
                        r0.x = dot(r0.xyzw, r1.xyzw);
                        [branch] if (r0.y != r1.w) {
                            r1.xyzw = r0.xyzw * r1.xyzw;
                            [branch] if (r0.z < r1.w) {
                                r1.xyzw = r1.xyzw + r0.xyzw;
                                [branch] if (r0.y < r1.y) {
                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                    [branch] if (r0.z <= r1.z) {
                                        r0.xyzw = r0.xyzw + c20.xyzw;
                                        [branch] if (r0.y >= r1.w) {
                                            r0.xyzw = r0.xyzw + c22.xyzw;
                                            [branch] if (r0.x <= r1.z) {
                                                r0.xyzw = r0.xyzw + c22.xyzw;
                                                [branch] if (r0.w == r1.y) {
                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                    l590();
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
