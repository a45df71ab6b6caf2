float4 main(sample float4 p : SV_Position) : SV_Target { return p; }
