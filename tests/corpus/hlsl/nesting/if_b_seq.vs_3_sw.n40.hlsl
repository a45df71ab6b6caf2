// Decompiled by dxsm from vs_3_sw code.
float4 c0 : register(c0);
float4 c44 : register(c44);
float4 c45 : register(c45);
float4 c46 : register(c46);
float4 c47 : register(c47);
float4 c48 : register(c48);
float4 c49 : register(c49);
float4 c51 : register(c51);
bool b0 : register(b0);
bool b1 : register(b1);
bool b2 : register(b2);
bool b3 : register(b3);
bool b4 : register(b4);
bool b5 : register(b5);
bool b6 : register(b6);
bool b7 : register(b7);
bool b8 : register(b8);
bool b11 : register(b11);
bool b13 : register(b13);
bool b15 : register(b15);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c0.xyzw;
    [branch] if (b5) {
    } else {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    }
    [branch] if (b6) {
    } else {
        r0.xyzw = r0.xyzw + c48.xyzw;
    }
    [branch] if (b13) {
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (true) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c51.xyzw;
    }
    [branch] if (b2) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b15) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    }
    [branch] if (b11) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    }
    [branch] if (b7) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b7) {
        r0.xyzw = r0.xyzw + c45.xyzw;
    }
    [branch] if (b8) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b13) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b11) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b8) {
    } else {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b4) {
    } else {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c47.xyzw;
    }
    [branch] if (b11) {
    } else {
        r0.xyzw = r0.xyzw + c49.xyzw;
    }
    [branch] if (b4) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b3) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c48.xyzw;
    }
    if (!true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b1) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c44.xyzw;
    }
    [branch] if (b4) {
    } else {
        r0.xyzw = r0.xyzw + c45.xyzw;
    }
    [branch] if (b8) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b7) {
        r0.xyzw = r0.xyzw + (-r1.xyzw);
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b1) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    [branch] if (b4) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b6) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw + c51.xyzw;
    }
    [branch] if (b5) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b0) {
        r0.xyzw = r0.xyzw + c46.xyzw;
    }
    if (true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
