module protocol_controller_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire [2:0] timeout_limit,
    input  wire       clear_err,
    output reg        outstanding,
    output reg  [2:0] wait_cycles,
    output reg        timeout
);
    reg busy;
    reg [2:0] timer;
    reg err;

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            timer <= 3'd0;
            err <= 1'b0;
        end else begin
            if (busy && ack)
                busy <= 1'b0;
            else if (!busy && req)
                busy <= 1'b1;
            if (!busy && req)
                timer <= 3'd0;
            else if (busy && !ack && timer != 3'd7)
                timer <= timer + 3'd1;
            if (clear_err)
                err <= 1'b0;
            else if (busy && !ack && timer == timeout_limit)
                err <= 1'b1;
        end
    end

    always @* begin
        outstanding = busy;
        wait_cycles = timer;
        timeout = err;
    end
endmodule
