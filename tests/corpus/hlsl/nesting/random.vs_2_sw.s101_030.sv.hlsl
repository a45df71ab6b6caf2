// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c25 : register(c25);
float4 c26 : register(c26);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c30 : register(c30);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
static precise float4 r0;
static precise float4 r1;
static float4 v0;
static precise float4 oPos;
static bool4 p0;
void l6();
void l9();
void l6() {
    [branch] if (r0.z < r1.w) {
        r0.xy = r0.xy + r1.xy;
        [branch] if (!p0.y) {
            r0.xy = r0.xy + r1.xy;
            [branch] if (r0.y >= r1.w) {
                r0.xy = r0.xy + r1.xy;
                [branch] if (r0.z <= r1.x) {
                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                    [branch] if (!p0.w) {
                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                        [branch] if (r0.y != r1.x) {
                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                            r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                            [branch] if (r0.w > r1.y) {
                                r1.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (r0.w != r1.w) {
                                    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                    [branch] if (p0.w) {
                                        r0.xyzw = r0.xyzw + c28.xyzw;
                                        [branch] if (r0.z > r1.z) {
                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                            [branch] if (!p0.z) {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                [branch] if (r0.x <= r1.w) {
                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                    [branch] if (r0.z > r1.w) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        [branch] if (!p0.y) {
                                                            r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                            [branch] if (!p0.x) {
                                                                r0.xyzw = r0.xyzw + c26.xyzw;
                                                                p0.xyzw = r0.xyzw > r1.xyzw;
                                                                [branch] if (!p0.z) {
                                                                    r0.xy = r0.xy + r1.xy;
                                                                    r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                    [branch] if (r0.y == r1.y) {
                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                        [branch] if (r0.y <= r1.x) {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            [branch] if (r0.w >= r1.y) {
                                                                                r0.xy = r0.xy + r1.xy;
                                                                                [branch] if (r0.w != r1.w) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    r0.xyzw = r0.xyzw + c29.xyzw;
                                                                                    [branch] if (p0.w) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        p0.xyzw = r0.xyzw >= r1.xyzw;
                                                                                        p0.xyzw = r0.xyzw >= r1.xyzw;
                                                                                        [branch] if (r0.z > r1.y) {
                                                                                            r0.xyzw = r0.xyzw + c30.xyzw;
                                                                                            [branch] if (!p0.y) {
                                                                                                r0.xy = r0.xy + r1.xy;
                                                                                                r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                                [branch] if (!p0.y) {
                                                                                                    r0.xyzw = r0.xyzw + c30.xyzw;
                                                                                                    [branch] if (p0.z) {
                                                                                                        r0.xyzw = r0.xyzw + c29.xyzw;
                                                                                                        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
                                                                                                        r0.xyzw = r0.xyzw + c25.xyzw;
                                                                                                        p0.xyzw = abs(r0.xyzw - r1.xyzw) == 0;
                                                                                                    }
                                                                                                }
                                                                                            }
                                                                                        }
                                                                                    }
                                                                                }
                                                                            }
                                                                        } else {
                                                                            r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            } else {
                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                p0.xyzw = r0.xyzw > r1.xyzw;
                                            }
                                        }
                                    }
                                }
                            } else {
                                r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                r0.xyzw = r0.xyzw + c25.xyzw;
                            }
                        }
                    }
                }
            } else {
                r0.xyzw = r0.xyzw + c26.xyzw;
            }
        } else {
            r0.xyzw = r0.xyzw + c30.xyzw;
        }
    } else {
        r0.xyzw = r0.xyzw + c29.xyzw;
        p0.xyzw = r0.xyzw >= r1.xyzw;
    }
}
void l9() {
    r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
    r0.xyzw = r0.xyzw + c28.xyzw;
}
Output main(Input input) {
    Output output;
    v0 = input.v0;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = abs(r0.xyzw - r1.xyzw) != 0;
    [branch] if (false) l6();
    [branch] if (r0.w != r1.x) {
    } else {
        [branch] if (p0.x) l9();
    }
    r0.xyzw = r0.xyzw + c30.xyzw;
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
