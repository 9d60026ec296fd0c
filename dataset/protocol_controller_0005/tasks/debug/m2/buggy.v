module protocol_controller_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       req,
    input  wire       ack,
    input  wire [2:0] timeout_limit,
    input  wire       clear_err,
    output wire       outstanding,
    output wire [2:0] wait_cycles,
    output wire       timeout
);
    reg busy;
    reg [2:0] timer;
    reg err;
    reg busy_next;
    reg [2:0] timer_next;
    reg err_next;

    always @* begin
        if (req)
            busy_next = 1'b1;
        else if (busy && ack)
            busy_next = 1'b0;
        else if (!busy && req)
            busy_next = 1'b1;
        else
            busy_next = busy;
    end

    always @* begin
        if (!busy && req)
            timer_next = 3'd0;
        else if (busy && !ack && timer != 3'd7)
            timer_next = timer + 3'd1;
        else
            timer_next = timer;
    end

    always @* begin
        if (clear_err)
            err_next = 1'b0;
        else if (busy && !ack && timer == timeout_limit)
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            timer <= 3'd0;
            err <= 1'b0;
        end else begin
            busy <= busy_next;
            timer <= timer_next;
            err <= err_next;
        end
    end

    assign outstanding = busy;
    assign wait_cycles = timer;
    assign timeout = err;
endmodule
