// Decompiled by dxsm from vs_2_sw code.
float4 c1 : register(c1);
float4 c28 : register(c28);
float4 c29 : register(c29);
float4 c31 : register(c31);
float4 c32 : register(c32);
float4 c35 : register(c35);
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
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    [branch] if (p0.z) {
        r0.xyzw = r0.xyzw + r1.xyzw;
        [branch] if (p0.w) {
            r0.xy = r0.xy + r1.xy;
            [branch] if (!p0.w) {
                r0.xyzw = r0.xyzw + c35.xyzw;
                [branch] if (!p0.w) {
                    r0.xyzw = r0.xyzw + c29.xyzw;
                    [branch] if (!p0.x) {
                        r0.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (!p0.z) {
                            r0.xyzw = r0.xyzw + r1.xyzw;
                            [branch] if (!p0.w) {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                                [branch] if (!p0.w) {
                                    r0.xyzw = r0.xyzw + c28.xyzw;
                                    [branch] if (!p0.y) {
                                        r0.xy = r0.xy + r1.xy;
                                        [branch] if (!p0.x) {
                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                            [branch] if (!p0.x) {
                                                r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                [branch] if (p0.y) {
                                                    r0.xy = r0.xy + r1.xy;
                                                    [branch] if (p0.x) {
                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                        [branch] if (p0.x) {
                                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                                            [branch] if (!p0.x) {
                                                                r0.xyzw = r0.xyzw + r1.xyzw;
                                                                [branch] if (p0.x) {
                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                    [branch] if (!p0.z) {
                                                                        r0.xyzw = r0.xyzw + r1.xyzw;
                                                                        [branch] if (!p0.x) {
                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                            [branch] if (p0.y) {
                                                                                r0.xyzw = r0.xyzw + c31.xyzw;
                                                                                [branch] if (!p0.y) {
                                                                                    r0.xyzw = r0.xyzw + r1.xyzw;
                                                                                    [branch] if (!p0.w) {
                                                                                        r0.xy = r0.xy + r1.xy;
                                                                                        [branch] if (!p0.x) {
                                                                                            r0.xyzw = r0.xyzw + c32.xyzw;
                                                                                            [branch] if (!p0.x) {
                                                                                                r0.xyzw = r0.xyzw + c31.xyzw;
                                                                                                [branch] if (!p0.x) {
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
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
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
