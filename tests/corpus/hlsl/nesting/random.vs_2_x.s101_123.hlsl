// Decompiled by dxsm from vs_2_a code.
float4 c0 : register(c0);
float4 c37 : register(c37);
float4 c38 : register(c38);
float4 c39 : register(c39);
float4 c40 : register(c40);
float4 c42 : register(c42);
float4 c43 : register(c43);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 oPos : POSITION;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 oPos = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    p0.xyzw = r0.xyzw >= r1.xyzw;
    [loop] for (int k0 = 0; k0 < 1; k0++) {
        [branch] if (r0.y != r1.z) {
            r0.xyzw = r0.xyzw + c42.xyzw;
            [branch] if (p0.w) {
                r0.xyzw = r0.xyzw + c40.xyzw;
                [flatten] if (!p0.x) break;
                [branch] if (r0.x < r1.z) {
                    r0.xyzw = r0.xyzw * r1.xyzw;
                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                    [branch] if (r0.x < r1.z) {
                        r0.xy = r0.xy + r1.xy;
                        [flatten] if (r0.w > r1.w) break;
                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                        [branch] if (r0.z <= r1.w) {
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            [branch] if (r0.w == r1.z) {
                                r0.xyzw = r0.xyzw * r1.xyzw;
                                [branch] if (p0.w) {
                                    r0.xyzw = r0.xyzw + c38.xyzw;
                                    [branch] if (p0.x) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (r0.z > r1.z) {
                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                            [branch] if (r0.y != r1.x) {
                                                r0.xy = r0.xy + r1.xy;
                                                [branch] if (p0.z) {
                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                    [branch] if (r0.w != r1.y) {
                                                        r0.xy = r0.xy + r1.xy;
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (r0.y == r1.x) {
                                                            r0.xyzw = r0.xyzw + c37.xyzw;
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (r0.x != r1.y) {
                                                                r0.xy = r0.xy + r1.xy;
                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                [branch] if (!p0.y) {
                                                                    r0.xyzw = r0.xyzw + c43.xyzw;
                                                                    [flatten] if (!p0.w) break;
                                                                    r0.xyzw = r0.xyzw + c40.xyzw;
                                                                    [branch] if (r0.y != r1.x) {
                                                                        r0.xyzw = r0.xyzw + c39.xyzw;
                                                                        [branch] if (r0.w == r1.z) {
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (p0.w) {
                                                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                break;
                                                                                [branch] if (r0.y == r1.z) {
                                                                                    r0.xy = r0.xy + r1.xy;
                                                                                    r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                    [branch] if (r0.x == r1.x) {
                                                                                        r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                                                        [branch] if (r0.x == r1.w) {
                                                                                            r0.xy = r0.xy + r1.xy;
                                                                                            [flatten] if (r0.x >= r1.w) break;
                                                                                            [branch] if (p0.y) {
                                                                                                r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                                r0.xyzw = r0.xyzw + c42.xyzw;
                                                                                                [flatten] if (abs(r0.z - r1.z) == 0) break;
                                                                                            } else {
                                                                                                r0.xyzw = r0.xyzw * r1.xyzw;
                                                                                                [flatten] if (!p0.z) break;
                                                                                            }
                                                                                        }
                                                                                    } else {
                                                                                        r0.xyzw = max(r0.xyzw, r1.xyzw);
                                                                                    }
                                                                                }
                                                                            }
                                                                        } else {
                                                                            r0.xy = r0.xy + r1.xy;
                                                                            r0.xyzw = r0.xyzw + c42.xyzw;
                                                                        }
                                                                    }
                                                                }
                                                            }
                                                        } else {
                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                            r0.xy = r0.xy + r1.xy;
                                                        }
                                                    } else {
                                                        r1.xyzw = r0.xyzw * r1.xyzw;
                                                    }
                                                }
                                            }
                                        }
                                    } else {
                                        r0.xyzw = r0.xyzw + c40.xyzw;
                                    }
                                }
                            } else {
                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                p0.xyzw = r0.xyzw >= r1.xyzw;
                            }
                        }
                    }
                } else {
                    r0.xyzw = r0.xyzw + c43.xyzw;
                }
            } else {
                r1.xyzw = min(r1.xyzw, r0.xyzw);
                r0.xyzw = r0.xyzw + c38.xyzw;
            }
        }
    }
    r0.xyzw = r0.xyzw + c42.xyzw;
    r0.xyzw = r0.xyzw * r1.xyzw;
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
