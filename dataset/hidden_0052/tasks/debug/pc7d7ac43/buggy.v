module hidden_0052_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire sig,
    input  wire mask,
    output reg  late_edge
);
    reg prev;
    reg [2:0] trail;

    always @(posedge clk) begin
        if (rst) begin
            prev <= 1'b0;
            trail <= 3'b000;
        end else begin
            if (sig != prev)
                prev <= sig;
            if ((sig && !prev && !mask) || trail != 3'b000)
                trail <= {trail[1:0], sig && !prev && !mask};
        end
    end

    always @* begin
        late_edge = trail;
    end
endmodule
