module handshake_0006_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output wire       stalled,
    output wire       violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;
    reg stall_q_next;
    reg [3:0] data_q_next;
    reg err_next;

    always @* begin
        if (valid && !ready)
            stall_q_next = 1'b1;
        else if (stall_q)
            stall_q_next = 1'b0;
        else
            stall_q_next = stall_q;
    end

    always @* begin
        if (valid && !ready)
            data_q_next = data;
        else
            data_q_next = data_q;
    end

    always @* begin
        if (stall_q && !valid)
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            stall_q <= stall_q_next;
            data_q <= data_q_next;
            err <= err_next;
        end
    end

    assign stalled = stall_q;
    assign violation = err || (stall_q && (!valid || data != data_q));
endmodule
