// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c40 : register(c40);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c47 : register(c47);
bool b0 : register(b0);
bool b8 : register(b8);
bool b11 : register(b11);
bool b14 : register(b14);
struct Input {
    float4 v0 : POSITION0;
};
struct Output {
    float4 o0 : POSITION0;
};
Output main(Input input) {
    Output output;
    precise float4 r0 = 0;
    precise float4 r1 = 0;
    float4 v0 = input.v0;
    precise float4 o0 = 0;
    bool4 p0 = false;
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    p0.xyzw = r0.xyzw > r1.xyzw;
    if (true) {
        r0.xyzw = r0.xyzw + c40.xyzw;
        if (true) {
            r0.xyzw = r0.xyzw + c45.xyzw;
            if (true) {
                r1.xyzw = r0.xyzw * r1.xyzw;
                if (true) {
                    r0.xyzw = r0.xyzw + c47.xyzw;
                    if (true) {
                        r1.xyzw = r0.xyzw * r1.xyzw;
                        [branch] if (b14) {
                            r0.xyzw = r0.xyzw * r1.xyzw;
                            if (false) {
                                r0.x = dot(r0.xyzw, r1.xyzw);
                                [branch] if (b8) {
                                } else {
                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                    if (true) {
                                        r0.xyzw = r0.xyzw + c47.xyzw;
                                        [branch] if (b11) {
                                            r1.xyzw = min(r1.xyzw, r0.xyzw);
                                            [branch] if (b0) {
                                                r1.xyzw = r0.xyzw * r1.xyzw;
                                                if (true) {
                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                    [branch] if (p0.x) {
                                                        r0.xyzw = r0.xyzw * r1.xyzw;
                                                        [branch] if (!p0.z) {
                                                            r1.xyzw = r0.xyzw * r1.xyzw;
                                                            [branch] if (!p0.w) {
                                                                r0.xyzw = r0.xyzw + c44.xyzw;
                                                                [branch] if (p0.w) {
                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                    [branch] if (p0.z) {
                                                                        r0.xyzw = mad(r0.xyzw, r1.xyzw, r0.xyzw);
                                                                        [branch] if (p0.y) {
                                                                            r0.xyzw = r0.xyzw * r1.xyzw;
                                                                            [branch] if (p0.x) {
                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                [branch] if (p0.y) {
                                                                                    r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                    [branch] if (p0.z) {
                                                                                        r0.xyzw = r0.xyzw + c44.xyzw;
                                                                                        [branch] if (!p0.x) {
                                                                                            r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                            [branch] if (!p0.w) {
                                                                                                r0.x = dot(r0.xyzw, r1.xyzw);
                                                                                                [branch] if (p0.w) {
                                                                                                    r1.xyzw = r0.xyzw * r1.xyzw;
                                                                                                    r0.xyzw = r0.xyzw * r1.xyzw;
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
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
