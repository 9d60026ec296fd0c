module handshake_0006_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output reg        stalled,
    output reg        violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            if (valid && !ready)
                stall_q = 1'b1;
            else if (stall_q)
                stall_q <= 1'b0;
            if (valid && !ready)
                data_q <= data;
            if (stall_q && (!valid || data != data_q))
                err <= 1'b1;
        end
    end

    always @* begin
        stalled = stall_q;
        violation = err || (stall_q && (!valid || data != data_q));
    end
endmodule
