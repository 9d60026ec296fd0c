module fifo_0007_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    input  wire [3:0] din,
    output wire [3:0] head_data,
    output wire [3:0] next_data,
    output wire [1:0] count
);
    reg [1:0] cnt;
    reg [3:0] head;
    reg [3:0] nxt;
    reg [1:0] cnt_next;
    reg [3:0] head_next;
    reg [3:0] nxt_next;

    always @* begin
        if (push && !pop && cnt != 2'd2)
            cnt_next = cnt + 2'd1;
        else if (pop && !push && cnt != 2'd0)
            cnt_next = cnt - 2'd1;
        else
            cnt_next = cnt;
    end

    always @* begin
        if (push && cnt == 2'd0)
            head_next = din;
        else if (push && pop && cnt == 2'd1)
            head_next = din;
        else if (pop && cnt == 2'd2)
            head_next = nxt;
        else
            head_next = head;
    end

    always @* begin
        if (push && !pop && cnt == 2'd1)
            nxt_next = din;
        else if (push && pop && cnt == 2'd2)
            nxt_next = din;
        else
            nxt_next = nxt;
    end

    always @(posedge clk) begin
        if (rst) begin
            cnt <= 2'd0;
            head <= 4'd0;
            nxt <= 4'd0;
        end else begin
            cnt <= cnt_next;
            head <= head_next;
            nxt <= nxt_next;
        end
    end

    assign head_data = head;
    assign next_data = nxt;
    assign count = cnt;
endmodule
