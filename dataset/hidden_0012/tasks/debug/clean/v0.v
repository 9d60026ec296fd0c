module hidden_0012_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire ack,
    output wire pending,
    output wire err
);
    reg [2:0] waited;
    reg busy;
    reg timed_out;
    reg [2:0] waited_next;
    reg busy_next;
    reg timed_out_next;

    always @* begin
        if (!busy)
            waited_next = 3'd0;
        else if (waited != 3'd4)
            waited_next = waited + 3'd1;
        else
            waited_next = waited;
    end

    always @* begin
        if (!busy && start)
            busy_next = 1'b1;
        else if (ack || waited == 3'd4)
            busy_next = 1'b0;
        else
            busy_next = busy;
    end

    always @* begin
        if (busy && !ack && waited == 3'd4)
            timed_out_next = 1'b1;
        else if (timed_out)
            timed_out_next = 1'b0;
        else
            timed_out_next = timed_out;
    end

    always @(posedge clk) begin
        if (rst) begin
            waited <= 3'd0;
            busy <= 1'b0;
            timed_out <= 1'b0;
        end else begin
            waited <= waited_next;
            busy <= busy_next;
            timed_out <= timed_out_next;
        end
    end

    assign pending = busy;
    assign err = timed_out;
endmodule
