// Decompiled by dxsm from vs_2_a code.
float4 c1 : register(c1);
float4 c21 : register(c21);
float4 c22 : register(c22);
float4 c24 : register(c24);
float4 c25 : register(c25);
float4 c27 : register(c27);
bool b4 : register(b4);
bool b12 : register(b12);
bool b15 : register(b15);
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
    r0.xyzw = v0.xyzw;
    r1.xyzw = c1.xyzw;
    if (!true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    if (true) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c22.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + c25.xyzw;
    }
    if (!false) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (true) {
        r1.xyzw = min(r1.xyzw, r0.xyzw);
    }
    [branch] if (b12) {
        r1.xyzw = r0.xyzw * r1.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + c21.xyzw;
    }
    if (!true) {
        r0.xy = r0.xy + r1.xy;
    }
    [branch] if (b15) {
    } else {
        r0.xyzw = r0.xyzw + c27.xyzw;
    }
    [branch] if (b4) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (!true) {
        r0.xyzw = max(r0.xyzw, r1.xyzw);
    }
    [branch] if (b15) {
    } else {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    if (!true) {
        r0.xyzw = r0.xyzw + r1.xyzw;
    }
    [branch] if (b15) {
    } else {
        r0.xyzw = r0.xyzw + c24.xyzw;
    }
    oPos.xyzw = r0.xyzw;
    output.oPos = oPos.xyzw;
    return output;
}
