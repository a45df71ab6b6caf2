// Decompiled by dxsm from vs_3_0 code.
float4 c1 : register(c1);
float4 c6 : register(c6);
float4 c7 : register(c7);
float4 c9 : register(c9);
float4 c11 : register(c11);
float4 c12 : register(c12);
bool b2 : register(b2);
bool b3 : register(b3);
bool b4 : register(b4);
bool b7 : register(b7);
bool b8 : register(b8);
bool b10 : register(b10);
bool b13 : register(b13);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    [branch] if (b7) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b3) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b10) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    [branch] if (b7) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!true) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b2) {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    [branch] if (b13) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b14) {
    } else {
        r1.xyzw = r0.yzwx;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (b7) {
    } else {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    if (true) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!false) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (b13) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b3) {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (b3) {
    } else {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b14) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw + c6.xyzw;
    }
    [branch] if (b4) {
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b7) {
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b3) {
    } else {
        r0.xyzw = r0.xyzw + c7.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    [branch] if (b13) {
    } else {
        r0.xyzw = r0.xyzw + c9.xyzw;
    }
    [branch] if (b2) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c12.xyzw;
    }
    if (false) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b3) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (false) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b8) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b4) {
    } else {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!false) {
        r1.xyzw = r0.yzwx;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + c11.xyzw;
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
