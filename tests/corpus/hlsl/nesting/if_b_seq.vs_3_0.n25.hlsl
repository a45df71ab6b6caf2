// Decompiled by dxsm from vs_3_0 code.
float4 c0 : register(c0);
float4 c50 : register(c50);
float4 c52 : register(c52);
float4 c55 : register(c55);
bool b1 : register(b1);
bool b3 : register(b3);
bool b7 : register(b7);
bool b9 : register(b9);
bool b13 : register(b13);
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
    if (!true) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (!false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b7) {
        r1.xyzw = r0.yzwx;
    }
    [branch] if (b9) {
        r0.xyzw = r0.xyzw + c52.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c50.xyzw;
    }
    if (!false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    if (!true) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b9) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (!false) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b1) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b1) {
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b7) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    if (false) {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    [branch] if (b1) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    [branch] if (b9) {
    } else {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    if (true) {
        r1.xyzw = r0.yzwx;
    }
    if (false) {
        r0.xyzw = r0.xyzw + c55.xyzw;
    }
    if (true) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b3) {
    } else {
        r1.xyzw = mad(r0.xyzw, r0.xyzw, r1.xyzw);
    }
    if (false) {
        r1.xyzw = r1.xyzw + r0.xyzw;
    }
    [branch] if (b13) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    if (true) {
        r0.xyzw = r0.xyzw * r1.xyzw;
    }
    o0.xyzw = r0.xyzw;
    output.o0 = o0.xyzw;
    return output;
}
