module handshake_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       in_valid,
    input  wire [7:0] in_data,
    input  wire       out_ready,
    output reg        in_ready,
    output reg        out_valid,
    output reg  [7:0] out_data
);
    reg vld;
    reg [7:0] dat;

    always @(posedge clk) begin
        if (rst) begin
            vld <= 1'b0;
            dat <= 8'd0;
        end else begin
            if (in_valid && (!vld || out_ready))
                vld <= 1'b1;
            else if (out_ready)
                vld <= 1'b0;
            if (in_valid && (!vld || out_ready))
                dat <= in_data;
        end
    end

    always @* begin
        in_ready = !vld || out_ready;
        out_valid = vld;
        out_data = dat;
    end
endmodule
